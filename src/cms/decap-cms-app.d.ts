// Decap's prebuilt UMD bundle (react and react-dom come from outside): typed where it is used, in admin.tsx.
declare module "decap-cms-app/dist/decap-cms-app.js"
