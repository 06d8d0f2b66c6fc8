/** Name and version of the app's package.json, defined at build time (webpack DefinePlugin). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
