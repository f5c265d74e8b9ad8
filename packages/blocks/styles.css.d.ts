/** The package's stylesheet: import it for its effect (`import '@shelfmark/blocks/styles.css'`); it exports nothing. */
export {};
