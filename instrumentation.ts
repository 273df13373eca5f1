/** Validates the environment when the server starts, so a bad variable stops it with a message naming it. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { config } = await import('./lib/site/config.server');
    const { mailStartupNotice } = await import('./lib/mail/startup-notice.server');
    const notice = mailStartupNotice({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir }, process.env.NODE_ENV);
    if (notice) console.warn(notice);
    const { siteUrlStartupNotice } = await import('./lib/site/url-notice.server');
    const siteUrlNotice = siteUrlStartupNotice(process.env.SITE_URL, process.env.NODE_ENV);
    if (siteUrlNotice) console.warn(siteUrlNotice);
  }
}
