<?php
/**
 * The "Board game" block: one variation per game, its options in the sidebar, the live board in
 * the editor. It saves the board's own tag, so a post keeps working with the script added by hand.
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block, and gives its editor script the boards' spec.
 */
function board_game_elements_register_block() {
	register_block_type( BOARD_GAME_ELEMENTS_DIR . '/block' );
	wp_add_inline_script(
		generate_block_asset_handle( 'board-game-elements/board', 'editorScript' ),
		'window.boardGameElementsSpec = ' . wp_json_encode( board_game_elements_spec() ) . ';',
		'before'
	);
}
add_action( 'init', 'board_game_elements_register_block' );
