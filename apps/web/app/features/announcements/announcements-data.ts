/** What the home page's loader hands its info box and ad slots (read by the server and the browser). */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import type { ServedAd } from '~/load-context';

export interface HomeAnnouncements {
  /**
   * the boxes the browser may show, in file order: those not expired when the page was rendered,
   * up to the first that is not dismissible (no box after it can ever show)
   */
  infoBoxes: InfoBox[];
  /**
   * the boxes as the server draws them (the first shown, the others hidden): the page shows this
   * markup until the boxes' code has loaded, so that code stays out of the first download
   */
  infoBoxHtml: string;
  /**
   * the script that hides, before the first paint, the boxes this browser dismissed (empty
   * without boxes): sent with the boxes rather than in every page's code
   */
  infoBoxScript: string;
  /** every configured ad; date windows, weights and dismissals are the browser's to apply */
  ads: ServedAd[];
  /** real page views of the last 30 days; null when unknown or none (no figure is shown) */
  monthlyViews: number | null;
  /** the house ad as the server draws it, when no ad is configured (else empty) */
  houseAdHtml: string;
}
