/**
 * One info box: its type's colours, icon and role (info and success are a polite status, warning
 * and error an alert), its title and text, and a close button when it is dismissible.
 */
import type { InfoBox, InfoBoxType } from '@reelhouse/core/site-content/info-box-schema';
import { Icon } from '~/components/ui/icon';
import type { IconName } from '~/components/ui/icon-names';

interface TypeLook {
  iconName: IconName;
  role: 'status' | 'alert';
  /** said before the box's text by screen readers */
  label: string;
  box: string;
  icon: string;
}

const LOOKS: Record<InfoBoxType, TypeLook> = {
  info: {
    iconName: 'info',
    role: 'status',
    label: 'Information',
    box: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50',
    icon: 'text-sky-700 dark:text-sky-300',
  },
  success: {
    iconName: 'circle-check',
    role: 'status',
    label: 'Success',
    box: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-50',
    icon: 'text-emerald-700 dark:text-emerald-300',
  },
  warning: {
    iconName: 'triangle-exclamation-point',
    role: 'alert',
    label: 'Warning',
    box: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50',
    icon: 'text-amber-700 dark:text-amber-300',
  },
  error: {
    iconName: 'circle-x',
    role: 'alert',
    label: 'Error',
    box: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-50',
    icon: 'text-red-700 dark:text-red-300',
  },
};

interface InfoBoxCardProps {
  box: InfoBox;
  /** absent in the server's markup: the page's code wires the button when it loads */
  onDismiss?: () => void;
}

export function InfoBoxCard({ box, onDismiss }: InfoBoxCardProps) {
  const look = LOOKS[box.type];
  const title = box.title?.trim();
  const content = box.content?.trim();
  return (
    <div
      role={look.role}
      data-type={box.type}
      className={`mb-5 flex items-start gap-3 rounded-lg border px-4 py-3 ${look.box}`}
    >
      <Icon name={look.iconName} className={`mt-0.5 size-5 shrink-0 ${look.icon}`} />
      <div className="min-w-0 flex-1">
        <span className="sr-only">{`${look.label}: `}</span>
        {title ? <p className="font-semibold">{title}</p> : null}
        {content ? (
          <p className={`whitespace-pre-line ${title ? 'mt-0.5 text-sm' : ''}`}>{content}</p>
        ) : null}
      </div>
      {box.dismissible ? (
        <button
          type="button"
          aria-label="Close notice"
          onClick={onDismiss}
          className="-my-1.5 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
        >
          <Icon name="x" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
