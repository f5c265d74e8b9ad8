/** The package's stylesheet: import it for its effect (`import '@shelfmark/forms/styles.css'`); it exports nothing. */
export {};
