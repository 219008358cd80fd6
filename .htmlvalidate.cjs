/**
 * html-validate: the recommended preset, tuned only where React's and Next.js's own markup forces it.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React serialises void elements as <meta/>, <link/>, <img/>: require that one style consistently.
    'void-style': ['error', { style: 'selfclosing' }],
    // React writes boolean attributes as async="" and crossOrigin as crossorigin="": require that style.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Next's head writes charSet and fetchPriority in React's camelCase; HTML attributes are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React marks its hydration boundary with id="_R_"; ids only need to be unique and space-free in HTML5.
    'valid-id': ['error', { relaxed: true }],
  },
};
