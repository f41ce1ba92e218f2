import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {PRODUCT_NAME, type Locale} from '@site/src/constants';
import SearchBar from '@theme/SearchBar';
import {searchShortcutText, useIsMac} from '@slotera/docusaurus-search/client';

import {format, interpolate} from '@site/src/components/words';
import {homeTexts} from '@site/src/popular-tasks';
import styles from './index.module.css';

/** The home page's own words (not code.json, which every page's main bundle carries). */
const CARD_ROUTES = [
  '/business/get-started/business/',
  '/business/intro/',
  '/marketplace/intro/',
  '/changelog/',
];
const WORDS = {
  bg: {
    title: 'Помощен център',
    tasksTitle: 'Най-честите задачи',
    shortcut: 'От всяка страница {shortcut} отваря търсенето.',
    cards: [
      [
        'Първи стъпки',
        'Нови сте в {productName}? Седем стъпки от регистрацията до първата онлайн резервация — за около час.',
      ],
      [
        'Документация за бизнеса',
        'Настройте бизнеса си, календара, услугите, служителите, плащанията и онлайн резервациите.',
      ],
      ['Маркетплейс', 'За клиенти: намерете бизнес наблизо, запазете, променете или отменете час.'],
      ['Промени', 'Какво ново има в бизнес приложението и в маркетплейса.'],
    ],
  },
  en: {
    title: 'Help centre',
    tasksTitle: 'Popular tasks',
    shortcut: 'On any page, {shortcut} opens the search.',
    cards: [
      [
        'Getting started',
        'New to {productName}? Seven steps from sign-up to your first online booking, in about an hour.',
      ],
      [
        'Business docs',
        'Set up your business, calendar, services, employees, payments and online bookings.',
      ],
      [
        'Marketplace',
        'For clients: find a business near you, book, change or cancel an appointment.',
      ],
      ['Changelog', 'What is new in the business application and the marketplace.'],
    ],
  },
} satisfies Record<Locale, object>;

// ⌘+K / Ctrl+K, shown only where the main pointer is fine (CSS, no layout shift).
function SearchPrompt({text}: {text: string}): ReactNode {
  const shortcut = searchShortcutText(useIsMac());
  return (
    <p className={clsx(styles.searchPrompt, styles.withKeyboard)}>
      {interpolate(text, {shortcut: <kbd>{shortcut}</kbd>})}
    </p>
  );
}

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  const texts = homeTexts(locale);
  const words = WORDS[locale];
  return (
    <Layout title={words.title} description={siteConfig.tagline}>
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
          <SearchPrompt text={words.shortcut} />
        </div>
      </header>
      <main className="container">
        <section className={styles.tasks} aria-labelledby="popular-tasks">
          <Heading as="h2" id="popular-tasks" className={styles.tasksTitle}>
            {words.tasksTitle}
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
          {words.cards.map(([title, description], index) => (
            <li key={title} className={styles.cardItem}>
              <Link to={CARD_ROUTES[index]} className={styles.card}>
                <Heading as="h2">{title}</Heading>
                <p>{format(description, {productName: PRODUCT_NAME})}</p>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
