import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {PRODUCT_NAME, type Locale} from '@site/src/constants';
import SearchBar from '@site/src/plugins/search/theme/SearchBar';
import {searchShortcutText, useIsMac} from '@site/src/plugins/search/theme/SearchBar/shortcut';

import {homeTexts} from '@site/src/popular-tasks';
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
 * The search shortcut (⌘+K on a Mac), shown only where the main pointer is fine (CSS, no shift).
 */
function SearchPrompt(): ReactNode {
  const shortcut = searchShortcutText(useIsMac());
  return (
    <p className={clsx(styles.searchPrompt, styles.withKeyboard)}>
      <Translate
        id="home.searchPrompt.shortcut"
        description="Under the home page's search box, on a computer; {shortcut} is Ctrl+K, or ⌘+K on macOS"
        values={{shortcut: <kbd>{shortcut}</kbd>}}>
        {'On any page, {shortcut} opens the search.'}
      </Translate>
    </p>
  );
}

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const cards = useAreaCards();
  const texts = homeTexts(i18n.currentLocale as Locale);
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
          <div role="search" className={styles.search}>
            <SearchBar
              variant="hero"
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
            />
          </div>
          <SearchPrompt />
        </div>
      </header>
      <main className="container">
        <section className={styles.tasks} aria-labelledby="popular-tasks">
          {/* A string, not <Translate>: the heading's "#" link reads it out («Пряка връзка към …»). */}
          <Heading as="h2" id="popular-tasks" className={styles.tasksTitle}>
            {translate({
              id: 'home.tasks.title',
              message: 'Popular tasks',
              description: 'Home page heading above the most asked-for tasks',
            })}
          </Heading>
          <ul className={styles.taskList} role="list">
            {texts.tasks.map((task) => (
              <li key={task.to}>
                <Link to={task.to} className={styles.task}>
                  {task.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
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
