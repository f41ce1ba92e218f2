/**
 * EJECT (safe): a way on and the page title; here because DocRoot renders this alone at an unknown
 * /business/ address. See src/theme/README.md.
 */
import React, {useId, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import styles from './styles.module.css';

/** Opens the search page for the words typed; the page runs the search (`?q=`). */
function SearchForm(): ReactNode {
  const searchPage = useBaseUrl('/search/');
  const history = useHistory();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    event.preventDefault();
    history.push(query ? `${searchPage}?q=${encodeURIComponent(query)}` : searchPage);
  };
  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        <Translate
          id="notFound.search.label"
          description="Label of the search field on the not-found page">
          Search the help centre
        </Translate>
      </label>
      <div className={styles.row}>
        <input id={inputId} name="q" type="search" className={styles.input} autoComplete="off" />
        <button type="submit" className="button button--primary">
          {translate({
            id: 'notFound.search.button',
            message: 'Search',
            description: 'Button that runs the search on the not-found page',
          })}
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* Ours: the title, also where the docs render this without the NotFound page. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className={clsx('hero__title', styles.title)}>
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them
              know their link is broken.
            </Translate>
          </p>
          {/* Ours: a way on. */}
          <SearchForm />
          <p>
            <Translate
              id="notFound.startFrom"
              description="Not-found page: where else to start; {home} and {businessDocs} are links"
              values={{
                home: (
                  <Link to="/">
                    <Translate
                      id="notFound.startFrom.home"
                      description="Link to the home page, inside notFound.startFrom">
                      the home page
                    </Translate>
                  </Link>
                ),
                businessDocs: (
                  <Link to="/business/intro/">
                    <Translate
                      id="notFound.startFrom.businessDocs"
                      description="Link to the business documentation, inside notFound.startFrom">
                      the business docs
                    </Translate>
                  </Link>
                ),
              }}>
              {'Or start again from {home} or {businessDocs}.'}
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
