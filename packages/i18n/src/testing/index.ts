// For tests of the apps' words.
export { catalogProblems } from './catalogProblems';
