/**
 * Runs where the home page's info boxes are, before the first paint: hides the boxes this browser
 * dismissed and shows the first box left, so the page never shows a closed box and then moves
 * when it goes. It repeats the rule of `@reelhouse/core/site-content/info-box` (a dismissible box
 * with a stored dismissal, a non-negative whole number, is hidden; the first remaining one shows;
 * expiry the server checked already) in plain ES5, as it runs before any module loads; the
 * component tests hold the two to the same cases. It reads the boxes from the element before it.
 * The home loader sends it with the boxes, so pages without boxes carry none of it.
 */
export const INFO_BOX_SCRIPT = `(function(){var s=document.currentScript,l=s&&s.previousElementSibling,d=null,o=Object.prototype.hasOwnProperty;if(!l)return;try{d=JSON.parse(localStorage.getItem('dismissedInfoBoxes'))}catch(e){}if(!d||typeof d!=='object'||Array.isArray(d))d={};var b=l.children,f=false;for(var i=0;i<b.length;i++){var id=b[i].getAttribute('data-info-box-id'),v=o.call(d,id)?d[id]:null,g=b[i].getAttribute('data-dismissible')==='true'&&typeof v==='number'&&v>=0&&v%1===0&&v<=9007199254740991;if(f||g)b[i].setAttribute('hidden','');else{b[i].removeAttribute('hidden');f=true}}})();`;
