/** A static export: `next build` prerenders the page, which the check serves and plays. */
export default { output: 'export' };
