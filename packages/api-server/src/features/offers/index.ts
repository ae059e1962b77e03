// The offers feature's public surface: the public offer page the server renders (app.ts)
// and recording an application as the apply service does (the demo data). Never handlers.
export { offerHead, offerPageStatus, renderOfferPage } from './offer-page.ts';
export { selectOffer } from './queries.ts';
export { partsOf, readText, refusePdfBomb } from './receive-application.ts';
export {
  discardStoredFiles,
  recordApplication,
  type StoredApplicationFile,
  storeApplicationFile,
} from './record-application.ts';
