// An application outside the workspace that uses the two installed packages as any other
// tool would: the design system's components, CSS and theme, and the SDK's typed client.
import { createApiClient, type Schema } from '@ats/api-sdk';
import {
  ApplicationForm,
  type ApplicationSubmission,
  Heading,
  lightTheme,
  QuestionnaireBuilder,
  type QuestionnaireSubmission,
  vars,
} from '@ats/design-system';
import '@ats/design-system/styles.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const search = new URLSearchParams(window.location.search);
/** The API server's origin (another port than this page): the client calls it directly. */
const api = createApiClient({ baseUrl: search.get('api') ?? '' });
const offerId = search.get('offer');

// The theme's CSS variables apply under its class; on <html>, so that popovers get them too.
document.documentElement.classList.add(lightTheme);

type JobOffer = Schema<'JobOffer'>;

function useSdkChecks() {
  const [currentUserStatus, setCurrentUserStatus] = useState('pending');
  const [offer, setOffer] = useState<JobOffer | null>(null);
  useEffect(() => {
    api.GET('/api/ATSUsers/Current').then(
      ({ response, error }) => setCurrentUserStatus(`${response.status} ${error?.message ?? ''}`),
      (failure: unknown) => setCurrentUserStatus(`failed: ${String(failure)}`),
    );
    if (offerId) {
      api
        .GET('/api/JobOffers/{recruitmentId}', { params: { path: { recruitmentId: offerId } } })
        .then(({ data }) => setOffer(data ?? null));
    }
  }, []);
  return { currentUserStatus, offer };
}

function App() {
  const { currentUserStatus, offer } = useSdkChecks();
  const [questionnaire, setQuestionnaire] = useState<QuestionnaireSubmission | null>(null);
  const [application, setApplication] = useState<ApplicationSubmission | null>(null);
  return (
    <main style={{ padding: vars.space.large, display: 'grid', gap: vars.space.large }}>
      <Heading level={1}>Consumer of the ATS packages</Heading>
      <section aria-label="SDK">
        <p>
          Current user: <output data-testid="current-user">{currentUserStatus}</output>
        </p>
        <p>
          Job offer: <output data-testid="offer-title">{offer?.title ?? ''}</output>
        </p>
      </section>
      <section aria-label="Questionnaire builder">
        <QuestionnaireBuilder onSubmit={setQuestionnaire} onCancel={() => setQuestionnaire(null)} />
        <output data-testid="questionnaire-submission">
          {questionnaire ? JSON.stringify(questionnaire) : ''}
        </output>
      </section>
      {offer ? (
        <section aria-label="Application form">
          <ApplicationForm structure={offer.questionnaire.structure} onSubmit={setApplication} />
          <output data-testid="application-submission">
            {application ? JSON.stringify(application.application.personalData) : ''}
          </output>
        </section>
      ) : null}
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
