/** The site's page colour (globals.css --bg): the browser's theme colour and an installed app's splash background. */
export const THEME_COLOR = '#0b0f1a';
