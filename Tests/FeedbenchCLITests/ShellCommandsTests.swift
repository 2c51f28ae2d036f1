import Testing

/// The workflow tests read scripts through `ShellCommands`: what it must get right for them.
@Suite struct ShellCommandsTests {
    @Test func wordsLoseTheirQuotesAndCommandsTheirSeparators() {
        let script = #"""
            # exit "$status" in a comment runs nothing
            set +e; x="a b" 'c d' \
              e\ f
            if [ -f "$x" ]; then cat "$x" >> "$OUT"; fi && echo "say \"hi\" \$HOME" || true
            "$(swift build --show-bin-path)/feedbench" run "${extra[@]}" | tee log
            extra=(--one --two); for p in $(seq -w 1 "${N}"); do echo "$(basename "$p")"; done
            """#
        #expect(ShellCommands(script).commands == [
            ["set", "+e"], ["x=a b", "c d", "e f"],
            ["if", "[", "-f", "$x", "]"], ["then", "cat", "$x", ">>", "$OUT"], ["fi"], ["echo", #"say "hi" $HOME"#], ["true"],
            ["$(swift build --show-bin-path)/feedbench", "run", "${extra[@]}"], ["tee", "log"],
            ["extra=(--one --two)"], ["for", "p", "in", #"$(seq -w 1 "${N}")"#], ["do", "echo", #"$(basename "$p")"#], ["done"],
        ])
        #expect(!ShellCommands(script).contains(["exit", "$status"]))
        #expect(ShellCommands(script).contains(["cat", "$x", ">>"]))
    }
}
