/**
 * The 4K guide's two video guides (spec section 2): short recordings of this site's own wizard,
 * served by us (never an embedded third-party player), with captions. They load nothing until
 * played.
 */

/** One video guide: files under the site's `/guides/` folder. */
export interface VideoGuide {
  title: string;
  /** the file name without extension: `<name>.mp4`, `<name>.jpg` (poster), `<name>.vtt` */
  name: string;
}

export const FOUR_K_VIDEO_GUIDES: readonly VideoGuide[] = [
  { title: 'Getting your token', name: '4k-guide-account' },
  { title: 'Testing and submitting it', name: '4k-guide-token' },
];

export function FourKGuides() {
  return (
    <section aria-labelledby="four-k-guides-heading" className="mt-10">
      <h2 id="four-k-guides-heading" className="text-2xl font-bold">
        Video guides
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {FOUR_K_VIDEO_GUIDES.map((guide) => (
          <figure key={guide.name}>
            <video
              controls
              preload="none"
              playsInline
              poster={`/guides/${guide.name}.jpg`}
              width={1280}
              height={720}
              className="aspect-video h-auto w-full rounded-lg bg-black ring-1 ring-line"
              aria-label={guide.title}
            >
              <source src={`/guides/${guide.name}.mp4`} type="video/mp4" />
              <track
                kind="captions"
                src={`/guides/${guide.name}.vtt`}
                srcLang="en"
                label="English"
                default
              />
            </video>
            <figcaption className="mt-2 font-semibold">{guide.title}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
