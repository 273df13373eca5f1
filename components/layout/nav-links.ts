/** The site's navigation, in menu order. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/games', label: 'Games' },
  { href: '/contact', label: 'Contact' },
  { href: '/blog-updates', label: 'Blog' },
  { href: '/privacy-notice', label: 'Privacy' },
  { href: '/quiz-list', label: 'Quizzes' },
] as const;
