/** English (United States): the `homesettings` namespace's messages, the reference every other language is checked against. */
export default {
  intro: "Choose the dashboard shown as the home page of the tenant’s users.",
  dashboard: "Home dashboard",
  "dashboard-hint": "Leave it empty to keep no home dashboard.",
  "hide-toolbar": "Hide the dashboard toolbar",
  saved: "Home settings saved.",
  cleared: "Home settings saved: no home dashboard.",
  "load-failed": "The home settings could not be loaded.",
};
