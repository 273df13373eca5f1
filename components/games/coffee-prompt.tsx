import { config } from '@/lib/site/config.server';

/** The buy-us-a-coffee prompt shown beside the games. */
export function CoffeePrompt() {
  return (
    <aside className="card" aria-labelledby="coffee-heading">
      <h2 id="coffee-heading">Enjoying the game?</h2>
      <p>All our games are free. If this one made your day, you can buy us a coffee and help us make the next one.</p>
      <a className="button button--primary" href={config.site.coffeeUrl} target="_blank" rel="noopener noreferrer">
        ☕ Buy us a coffee
      </a>
    </aside>
  );
}
