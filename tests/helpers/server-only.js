// Jest runs outside React's server environment; the data layer's `import 'server-only'` guard is for bundles.
module.exports = {}
