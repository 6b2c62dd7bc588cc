// For tests of the apps' words.
export { catalogProblems, hasLetterOf } from './catalogProblems';
