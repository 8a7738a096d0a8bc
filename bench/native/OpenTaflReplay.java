/*
 * Replays games under OpenTafl's own rules engine and prints the position after every move, so
 * that bench/outside/opentafl-replay.ts can compare OpenTafl's reading of each move with ours.
 * Built and run outside this repository against a built OpenTafl (see bench/README.md).
 *
 * stdin:  the rules record on the first line, then one game a line (simple moves, `a4-a1`).
 * stdout: per game, one line a move: the move's result code (0 a good move; 2, 3, 4 the game won
 *         by the attackers, the defenders, drawn; negative refused) and the position record after it,
 *         then `end`.
 */
import com.manywords.softworks.tafl.engine.Game;
import com.manywords.softworks.tafl.notation.MoveSerializer;
import com.manywords.softworks.tafl.notation.PositionSerializer;
import com.manywords.softworks.tafl.notation.RulesSerializer;
import com.manywords.softworks.tafl.rules.Coord;
import com.manywords.softworks.tafl.rules.Rules;
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class OpenTaflReplay {
    public static void main(String[] args) throws Exception {
        Coord.initialize();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Rules rules = RulesSerializer.loadRulesRecord(in.readLine().trim());
        String line;
        while ((line = in.readLine()) != null) {
            Game game = new Game(rules, null);
            for (String move : line.trim().split("\\s+")) {
                if (move.isEmpty()) continue;
                int result = game.getCurrentState().makeMove(MoveSerializer.loadMoveRecord(rules.getBoard().getBoardDimension(), move.replace('x', '-')));
                System.out.println(result + " " + PositionSerializer.getPositionRecord(game.getCurrentState().getBoard()));
                if (result < 0) break;
            }
            System.out.println("end");
        }
    }
}
