<?php
/**
 * Plugin Name:       Board Game Elements
 * Plugin URI:        https://www.npmjs.com/package/board-game-elements
 * Description:       Classic board games for posts and pages: Nim, tic-tac-toe, Connect Four, Reversi, Lines of Action, peg solitaire and Hnefatafl, against the computer, two on one screen or online. A "Board game" block and a [board-game] shortcode.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            board-game-elements
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       board-game-elements
 *
 * @package BoardGameElements
 */

defined( 'ABSPATH' ) || exit;

define( 'BOARD_GAME_ELEMENTS_VERSION', '0.1.0' );
define( 'BOARD_GAME_ELEMENTS_DIR', __DIR__ );

require_once __DIR__ . '/includes/spec.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/block.php';
