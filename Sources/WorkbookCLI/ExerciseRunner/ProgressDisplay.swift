// Shows what a long `swift test` run is doing, so the runner is never silent for long: that a
// first build is coming, its progress (`Building… 143/310`), a build folder another SwiftPM holds,
// then the tests. In a terminal one line is redrawn in place, its time ticking each second;
// piped, a line when the build starts, and one more whenever two seconds pass without one.

@MainActor
final class ProgressDisplay {
    static let pipedInterval: Duration = .seconds(2)
    static let showTimeAfter: Duration = .seconds(2)

    private let output: ProgressOutput
    private let now: () -> Duration
    private let started: Duration
    private var lastLine: Duration
    private var current: String?
    private var said: Set<String> = []
    private var lineOpen = false

    init(output: ProgressOutput, now: @escaping () -> Duration) {
        self.output = output
        self.now = now
        started = now()
        lastLine = started
    }

    func show(_ event: TestRunProgress) {
        switch event {
        case .firstBuild(let whole):
            output.line(
                "First \(whole ? "run" : "check"): nothing is built yet, so swift builds the workbook first, "
                    + "\(whole ? "a few minutes" : "about a minute") on a laptop; later ones build only what changed."
            )
        case .building(let done, let total):
            let first = current == nil
            // SwiftPM's `[0/1] Planning build`: all there is when the build is up to date.
            current = total <= 1 ? "Planning the build…" : "Building… \(done)/\(total)"
            if output.isTerminal || first { update() }
        case .waitingForLock(let text):
            guard said.insert("lock").inserted else { return }
            if lineOpen { output.line("") }
            lineOpen = false
            output.line(
                "Waiting: another check or swift command is using this build folder (\(text)). Let it finish, stop it, "
                    + "or press Ctrl-C."
            )
            lastLine = now()
        case .testing:
            guard said.insert("testing").inserted else { return }
            current = "Running the tests…"
            update()
        }
    }

    func tick() {
        if current != nil, output.isTerminal || now() - lastLine >= Self.pipedInterval { update() }
    }

    func finish() {
        if lineOpen { output.clear() }
        lineOpen = false
    }

    private func update() {
        let taken = now() - started
        let text = (current ?? "") + (taken < Self.showTimeAfter ? "" : " · \(ProgressOutput.elapsed(taken))")
        if let redraw = output.redraw {
            redraw(String(text.prefix(max(output.width - 1, 10))))
            lineOpen = true
        } else {
            output.line(text)
            lastLine = now()
        }
    }
}
