import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {PRODUCT_NAME} from '@site/src/constants';
import {searchShortcutText, useIsMac} from '@site/src/theme/SearchBar/shortcut';

import styles from './index.module.css';

type AreaCard = {
  to: string;
  title: string;
  description: string;
};

// A card links only to a page that exists: the build fails on a broken link,
// and later content adds its own card here.
function useAreaCards(): AreaCard[] {
  return [
    {
      to: '/business/get-started/business/',
      title: translate({
        id: 'home.card.getStarted.title',
        message: 'Getting started',
        description: 'Home page card title: the first steps of a new business',
      }),
      description: translate(
        {
          id: 'home.card.getStarted.description',
          message:
            'New to {productName}? Seven steps from sign-up to your first online booking, in about an hour.',
          description: 'Home page card text: the first steps of a new business',
        },
        {productName: PRODUCT_NAME},
      ),
    },
    {
      to: '/business/intro/',
      title: translate({
        id: 'home.card.business.title',
        message: 'Business docs',
        description: 'Home page card title: business documentation',
      }),
      description: translate({
        id: 'home.card.business.description',
        message:
          'Set up your business, calendar, services, employees, payments and online bookings.',
        description: 'Home page card text: business documentation',
      }),
    },
    {
      to: '/marketplace/intro/',
      title: translate({
        id: 'home.card.marketplace.title',
        message: 'Marketplace',
        description: 'Home page card title: marketplace documentation',
      }),
      description: translate({
        id: 'home.card.marketplace.description',
        message: 'For clients: find a business near you, book, change or cancel an appointment.',
        description: 'Home page card text: marketplace documentation',
      }),
    },
    {
      to: '/changelog/',
      title: translate({
        id: 'home.card.changelog.title',
        message: 'Changelog',
        description: 'Home page card title: changelog',
      }),
      description: translate({
        id: 'home.card.changelog.description',
        message: 'What is new in the business application and the marketplace.',
        description: 'Home page card text: changelog',
      }),
    },
  ];
}

/**
 * The invitation to search. A keyboard shortcut means nothing on a phone or
 * a tablet, so the sentence with it is shown only where the main pointer is
 * a mouse or a touchpad; elsewhere the sentence without it (CSS, no layout
 * shift). The shortcut is the search box's own: ⌘+K on a Mac.
 */
function SearchPrompt(): ReactNode {
  const shortcut = searchShortcutText(useIsMac());
  return (
    <>
      <p className={clsx(styles.searchPrompt, styles.withKeyboard)}>
        <Translate
          id="home.searchPrompt"
          description="Home page invitation to use the search box, on a computer; {shortcut} is Ctrl+K, or ⌘+K on macOS"
          values={{shortcut: <kbd>{shortcut}</kbd>}}>
          {'Looking for something? Use the search box at the top or press {shortcut}.'}
        </Translate>
      </p>
      <p className={clsx(styles.searchPrompt, styles.withTouch)}>
        <Translate
          id="home.searchPrompt.touch"
          description="Home page invitation to use the search box, on a phone or tablet (no keyboard shortcut)">
          Looking for something? Use the search at the top of the page.
        </Translate>
      </p>
    </>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const cards = useAreaCards();
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'Help centre',
        description: 'Title of the home page in the browser tab',
      })}
      description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">{siteConfig.title}</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <SearchPrompt />
        </div>
      </header>
      <main className="container">
        <ul className={styles.cards} role="list">
          {cards.map((card) => (
            <li key={card.to} className={styles.cardItem}>
              <Link to={card.to} className={styles.card}>
                <Heading as="h2">{card.title}</Heading>
                <p>{card.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
