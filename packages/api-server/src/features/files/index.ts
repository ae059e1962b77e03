// The files feature's public surface: what other features and the server's other parts use
// (file storage, recognising a file's type, the Content-Disposition header). Never handlers.
export { contentDisposition } from './content-disposition.ts';
export { recruiteeHasPhotoColumn } from './queries.ts';
export { FileTypeSniffer } from './sniff.ts';
export { createLocalFileStorage, type FileStorage } from './storage.ts';
