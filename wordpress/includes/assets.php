<?php
/**
 * The boards' script: the autoloader shipped in the plugin (no outside CDN), a module that loads
 * only the boards a page shows. Enqueued only where a board is: by the block when it renders, by
 * the shortcode, and in the block editor.
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

/** The script handle of the autoloader. */
const BOARD_GAME_ELEMENTS_SCRIPT = 'board-game-elements';

/**
 * Registers the autoloader (the block's block.json names its handle).
 */
function board_game_elements_register_script() {
	wp_register_script(
		BOARD_GAME_ELEMENTS_SCRIPT,
		plugins_url( 'cdn/autoloader.js', BOARD_GAME_ELEMENTS_DIR . '/board-game-elements.php' ),
		array(),
		BOARD_GAME_ELEMENTS_VERSION,
		true
	);
}
add_action( 'init', 'board_game_elements_register_script', 5 );

/**
 * The autoloader is an ES module: its boards load by `import()` relative to its own address.
 *
 * @param string $tag    The script tag WordPress wrote.
 * @param string $handle Its handle.
 * @return string
 */
function board_game_elements_module_tag( $tag, $handle ) {
	if ( BOARD_GAME_ELEMENTS_SCRIPT !== $handle ) {
		return $tag;
	}
	return preg_replace( '/<script(?![^>]*\btype=)/', '<script type="module"', str_replace( array( " type='text/javascript'", ' type="text/javascript"' ), '', $tag ), 1 );
}
add_filter( 'script_loader_tag', 'board_game_elements_module_tag', 10, 2 );
