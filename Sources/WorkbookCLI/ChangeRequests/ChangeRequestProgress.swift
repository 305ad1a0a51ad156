// Keeps a long measurement from ever looking stuck: each step on a line of its own, and
// while `swift test` runs, how far its build is and how long it has taken — redrawn every
// second on a terminal, a line every couple of seconds when piped. All of it goes to
// standard error, so standard output holds only the report.


/// Shows what `workbook change-request` is doing, on standard error.
@MainActor
public final class ChangeRequestProgress {
    /// How long a piped run may go without a line.
    static let pipedInterval: Duration = .seconds(2)

    private let output: ProgressOutput
    private let now: () -> Duration
    private var runLabel: String?
    private var runStarted: Duration = .zero
    private var state = "starting"
    private var lastLine: Duration = .zero
    private var lineOpen = false

    /// Shows progress through `output`; `now` is the time since any fixed start.
    public init(output: ProgressOutput, now: @escaping () -> Duration) {
        self.output = output
        self.now = now
    }

    /// Says what happens next, on a line of its own.
    public func step(_ text: String) {
        closeLine()
        output.line(text)
        lastLine = now()
    }

    /// A `swift test` run of `label` starts.
    func beginRun(_ label: String) {
        closeLine()
        runLabel = label
        runStarted = now()
        state = "building"
        show()
    }

    /// What the run reported.
    func update(_ event: TestRunProgress) {
        switch event {
        case .building(let done, let total): state = "building \(done)/\(total)"
        case .waitingForLock: state = "waiting for another SwiftPM to let go of the build folder"
        case .testing: state = "running the tests"
        }
        show(onlyIfDue: true)
    }

    /// A second passed: on a terminal the time moves; piped, a line is due now and then.
    func tick() {
        show(onlyIfDue: true)
    }

    /// The run ended; `summary` says how, such as `20 of 70 failed`.
    func endRun(_ summary: String) {
        guard let runLabel else { return }
        closeLine()
        output.line("  \(runLabel): \(summary) (\(ProgressOutput.elapsed(now() - runStarted)))")
        lastLine = now()
        self.runLabel = nil
    }

    // MARK: - Drawing

    private func show(onlyIfDue: Bool = false) {
        guard let runLabel else { return }
        let text = "  \(runLabel): \(state) · \(ProgressOutput.elapsed(now() - runStarted))"
        if let redraw = output.redraw {
            redraw(String(text.prefix(max(output.width - 1, 10))))
            lineOpen = true
        } else if !onlyIfDue || now() - lastLine >= Self.pipedInterval {
            output.line(text)
            lastLine = now()
        }
    }

    private func closeLine() {
        if lineOpen {
            output.clear()
            lineOpen = false
        }
    }
}
