/**
 * /4k (spec section 2 "4K token guide", scope point 2, decision 0024): the three-step wizard for
 * a personal 4K token issued to one account, its tester, the two video guides, the help (the
 * content folder's pages/4k.md) and the chat invitation when CHAT_URL is set.
 */
import { buttonClass } from '~/components/ui/button';
import { NotFoundPage } from '~/features/errors/not-found-page';
import { FourKGuides } from '~/features/site-pages/four-k-guides';
import { FourKWizard } from '~/features/site-pages/four-k-wizard';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { answerSitePage, readSitePage } from '~/features/site-pages/site-page.server';
import type { Route } from './+types/four-k';
import { Icon } from '~/components/ui/icon';

export function loader({ context }: Route.LoaderArgs) {
  return answerSitePage({
    ...readSitePage(context, '4k', '/4k'),
    origin: context.publicOrigin,
    chatUrl: context.site.chatUrl ?? null,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function FourK({ loaderData }: Route.ComponentProps) {
  const { page, origin, chatUrl } = loaderData;
  if (!page) return <NotFoundPage />;
  return (
    <SitePageArticle
      page={page}
      lead={
        <>
          <p className="mt-3 text-lg text-ink-muted">
            Play the 4K versions of this site’s own titles with a personal token issued to your
            account. Three steps: your account, your token, and saving it.
          </p>
          <FourKWizard origin={origin} />
          <FourKGuides />
        </>
      }
    >
      {chatUrl === null ? null : (
        <aside
          aria-labelledby="four-k-chat-heading"
          className="mt-10 flex flex-col gap-3 rounded-xl bg-surface-2 p-5 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="four-k-chat-heading" className="text-lg font-bold">
              Still stuck?
            </h2>
            <p className="text-ink-muted">Ask us in the community chat; people there can help.</p>
          </div>
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ className: 'shrink-0' })}
          >
            <Icon name="messages-square" className="size-5" />
            Join the chat
          </a>
        </aside>
      )}
    </SitePageArticle>
  );
}
