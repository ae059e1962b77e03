// The candidates feature's public surface: adding people as staff do (by hand, by an
// import). Never handlers.
export {
  type CandidatePlacement,
  candidateIdByEmail,
  createCandidate,
  type NewCandidateDetails,
  type PlacedCandidate,
  placeCandidate,
} from './add-candidate.ts';
