<?php
/**
 * `[board-game game="reversi" size="10" mode="vs-ai"]`, for classic editors and widgets: the
 * board's tag with the attributes it takes, each checked by games.json and escaped.
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the shortcode.
 *
 * @param array|string $atts The shortcode's attributes (a flag without a value, such as
 *                           `show-moves`, comes as a numbered entry).
 * @return string
 */
function board_game_elements_shortcode( $atts ) {
	$atts = is_array( $atts ) ? $atts : array();
	$tag  = board_game_elements_tag( isset( $atts['game'] ) ? $atts['game'] : '' );
	if ( null === $tag ) {
		$names = implode( ', ', array_column( board_game_elements_spec()['games'], 'game' ) );
		/* translators: %s: the games' names. */
		$text = sprintf( __( 'Board game: say which game, one of %s.', 'board-game-elements' ), $names );
		return current_user_can( 'edit_posts' ) ? '<p>' . esc_html( $text ) . '</p>' : '';
	}
	$given = array();
	foreach ( $atts as $key => $value ) {
		if ( is_int( $key ) ) {
			$given[ strtolower( (string) $value ) ] = true;
		} elseif ( 'game' !== $key ) {
			$given[ $key ] = $value;
		}
	}
	wp_enqueue_script( BOARD_GAME_ELEMENTS_SCRIPT );
	return board_game_elements_markup( $tag, $given );
}
add_shortcode( 'board-game', 'board_game_elements_shortcode' );
