export { BadFileKey, FileStoreUnavailable, type ByteRange, type FileStore, type StoredFile } from './store';
export { createLocalFileStore } from './localStore';
export { createS3FileStore, type S3StoreConfig } from './s3Store';
