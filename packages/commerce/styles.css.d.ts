/** The package's stylesheet: import it for its effect (`import '@shelfmark/commerce/styles.css'`); it exports nothing. */
export {};
