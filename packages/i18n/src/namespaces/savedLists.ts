// i18next namespace `savedLists`: saved parts lists.
export { savedLists } from '../ru/savedLists';
