/**
 * How an info modal looks: a dialog (Radix, through components/ui/dialog) with the modal's title,
 * its text as the description and its HTML (sanitised by the server) below. A background colour or
 * image fills a band at the top, where the modal's image sits, so the text always keeps the
 * theme's contrast; without either, the image opens the card.
 */
import type { InfoModal } from '@reelhouse/core/site-content/info-modal-schema';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  overlayClass,
} from '~/components/ui/dialog';
import { Icon } from '~/components/ui/icon';

/** The modal's HTML: links, paragraphs and lists styled like the site's text. */
const htmlClass =
  'mt-3 space-y-2 text-ink-muted [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_h2]:font-bold [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5';

/** A CSS `url()` for an address from the content folder, quoted so it cannot end early. */
function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}

function hasText(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

interface InfoModalViewProps {
  modal: InfoModal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InfoModalView({ modal, open, onOpenChange }: InfoModalViewProps) {
  const hasBand = hasText(modal.bgColor) || hasText(modal.bgImage);
  const image = hasText(modal.image) ? modal.image : null;
  const content = hasText(modal.content) ? modal.content : null;
  const html = hasText(modal.html) ? modal.html : null;
  // The text describes the dialog; HTML alone does, when there is no text.
  const htmlBlock =
    html === null ? null : content === null ? (
      <DialogDescription asChild>
        <div className={htmlClass} dangerouslySetInnerHTML={{ __html: html }} />
      </DialogDescription>
    ) : (
      <div className={htmlClass} dangerouslySetInnerHTML={{ __html: html }} />
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className={overlayClass} />
        <DialogContent
          data-testid="info-modal"
          data-modal-id={modal.id}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-2 text-ink shadow-2xl ring-1 ring-line focus:outline-none"
          {...(content === null && html === null ? { 'aria-describedby': undefined } : {})}
        >
          {hasBand ? (
            <div
              data-testid="info-modal-band"
              className={`flex items-center justify-center bg-cover bg-center p-5 ${image === null ? 'h-28' : 'h-56'}`}
              style={{
                ...(hasText(modal.bgColor) ? { backgroundColor: modal.bgColor } : {}),
                ...(hasText(modal.bgImage) ? { backgroundImage: cssUrl(modal.bgImage) } : {}),
              }}
            >
              {image === null ? null : (
                // The band's height is fixed: the image loading later moves nothing.
                <img src={image} alt="" className="h-full w-full object-contain" />
              )}
            </div>
          ) : null}
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-bold">{modal.title}</DialogTitle>
              <DialogClose
                aria-label="Close"
                className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-surface-3"
              >
                <Icon name="x" className="size-5" />
              </DialogClose>
            </div>
            {!hasBand && image !== null ? (
              <img src={image} alt="" className="mt-4 h-48 w-full rounded-lg object-contain" />
            ) : null}
            {content === null ? null : (
              <DialogDescription className="mt-3 whitespace-pre-line text-ink-muted">
                {content}
              </DialogDescription>
            )}
            {htmlBlock}
          </div>
        </DialogContent>
      </DialogPortal>
    </Dialog>
  );
}
