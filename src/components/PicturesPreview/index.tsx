/* eslint-disable @docusaurus/no-untranslated-text -- a writers' tool of `npm start` only, never built for readers */
/**
 * `/__pictures/` in `npm start` only: every picture, or `?name=`, in both
 * languages and modes; a new version from the plugin after a save redraws it.
 */
import React, {type ReactNode} from 'react';

import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {LOCALES} from '@site/src/constants';

type PreviewData = {pictures: {name: string; version: string}[]};

const MODES = [
  {name: 'light', hash: '', background: '#ffffff'},
  {name: 'dark', hash: '#dark', background: '#1b1b1d'},
] as const;

function PictureRow({name, version}: {name: string; version: string}): ReactNode {
  const base = useBaseUrl('/img/pictures/');
  return (
    <section style={{marginBottom: '3rem'}} data-picture={name}>
      <Heading as="h2" id={name}>
        <Link to={`/__pictures/?name=${name}`}>{name}</Link>
      </Heading>
      <p>
        <code>src/pictures/{name}.mjs</code>
      </p>
      <div style={{display: 'flex', flexWrap: 'wrap', gap: '1rem'}}>
        {LOCALES.flatMap((language) =>
          MODES.map((mode) => (
            <figure
              key={`${language}-${mode.name}`}
              style={{margin: 0, padding: 8, background: mode.background, width: 374}}>
              <img
                src={`${base}${name}.${language}.svg?v=${version}${mode.hash}`}
                alt={`${name}, ${language}, ${mode.name}`}
                width={358}
                data-language={language}
                data-mode={mode.name}
              />
              <figcaption style={{color: mode.name === 'dark' ? '#e8e9eb' : '#1c1e21'}}>
                {language} · {mode.name}
              </figcaption>
            </figure>
          )),
        )}
      </div>
    </section>
  );
}

export default function PicturesPreview({data}: {data: PreviewData}): ReactNode {
  const only = new URLSearchParams(useLocation().search).get('name');
  const shown = only ? data.pictures.filter(({name}) => name === only) : data.pictures;
  return (
    <Layout title="Pictures" description="Every picture in both languages and both modes">
      <main className="container margin-vert--lg">
        <Heading as="h1">Pictures</Heading>
        <p>
          Each picture in Bulgarian and English, light and dark, 358 px wide as in a phone&apos;s
          column. Save a source in <code>src/pictures/</code> and it is drawn again here.
          {only ? (
            <>
              {' '}
              <Link to="/__pictures/">All pictures</Link>
            </>
          ) : null}
        </p>
        {shown.length === 0 ? <p>No picture is called «{only}».</p> : null}
        {shown.map(({name, version}) => (
          <PictureRow key={name} name={name} version={version} />
        ))}
      </main>
    </Layout>
  );
}
