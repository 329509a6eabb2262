/**
 * /download, the HLS download helper page (spec section 7): `?data=` carries the base64 payload
 * {url, name, expires} the download dialog built. Nothing about the visitor is in it; links are
 * not indexed.
 */
import { DownloadHelperPage } from '~/features/player/watch/download-helper-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/download';

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    data: new URL(request.url).searchParams.get('data'),
    canonical: canonicalUrl(context.publicOrigin, '/download'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: 'Download helper',
      description: 'Save a streamed video as one MP4 file with ffmpeg.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Download({ loaderData }: Route.ComponentProps) {
  return <DownloadHelperPage data={loaderData.data} />;
}
