/** Build-time version marker of a federated app (APP_VERSION at build). */
declare const __APP_VERSION__: string;
declare module '*.css';
