// Entry point `tbkit/sdk/ota`: OTA package upload and the checksum algorithms, kept out of the core SDK bundle.
export * from './ota-upload.js';
export * from './checksum/index.js';
