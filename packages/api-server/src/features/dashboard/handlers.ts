import { mayReadPersonalData, signedInUser } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { requestLanguage } from '../../request-language.ts';
import { requireKnownTimeZone } from './calendar.ts';
import {
  selectApplicationsByDay,
  selectApplicationsByReferer,
  selectCandidatesByStage,
  selectTiles,
} from './figures.ts';
import { selectRecentActivities } from './recent-activities.ts';

export const handlers = {
  /**
   * The company's figures and charts (hiring managers and interviewers: their recruitments'
   * only) and the user's recent activities: after the zone check,
   * five aggregate statements in parallel (on PostgreSQL each on its own pooled connection;
   * PGlite takes them in turn). An API token without the `personalData` scope gets the
   * figures without the recent activities (they name candidates).
   */
  async getDashboard(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    const timeZone = await requireKnownTimeZone(db, request.query.timeZone ?? 'UTC');
    const [tiles, byDay, byReferer, byStage, recentActivities] = await Promise.all([
      selectTiles(db, user),
      selectApplicationsByDay(db, user, timeZone),
      selectApplicationsByReferer(db, user),
      selectCandidatesByStage(db, user, timeZone),
      mayReadPersonalData(user)
        ? selectRecentActivities(db, requestLanguage(request), user.id)
        : [],
    ]);
    return {
      recruitmentAndRecruiteeAggregates: tiles,
      newJobApplicationsGroupedByDay: byDay,
      jobApplicationsGroupedByReferer: byReferer,
      recruitmentRecruiteesGroupedByStage: byStage,
      recentActivities,
    };
  },
} satisfies FeatureHandlers;
