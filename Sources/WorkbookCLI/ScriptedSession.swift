// Runs a script against one pattern's real screen, acting only as a user would (through
// the view kit) and controlling the simulated service. It knows nothing of the pattern's
// insides, which is what lets one script drive MVC, MVP and MVVM alike.

import CallTracing
import TerminalUIKit
import UserModel

/// Why a script step could not run on the screen it met.
public struct ScriptStepError: Error, Equatable, Sendable {
    /// The step as written.
    public var step: String
    /// What was wrong, in one sentence.
    public var reason: String
}

/// One pattern's window, its controllable service, and the script's progress.
@MainActor
public final class ScriptedSession {
    /// The pattern being driven.
    public let pattern: ArchitecturePattern
    /// The service the pattern fetches from; its requests wait for `wait`.
    public let service: ControllableUserService
    /// The pattern's window.
    public let window: Window
    private let users: [User]?

    /// Whether each step waits for the fetches it started to reach the service; play in a
    /// terminal turns this off, because there fetches complete by themselves.
    public var settlesAfterEachStep = true

    /// Records who called whom, when the session was created with one.
    public let tracer: CallTracer?
    /// Counts the fetches that reached the delay, when fetches have a real latency.
    private let arrivals: ArrivalCounter?

    /// Creates a session; `base` answers fetches with no plan, `users` resolves `return-next`
    /// ids, `latency` (play in a terminal) delays every fetch on a real clock, and `tracer`
    /// records every crossing of a role boundary.
    public init(
        pattern: ArchitecturePattern, base: any UserService, users: [User]?, latency: Duration? = nil,
        tracer: CallTracer? = nil
    ) {
        self.pattern = pattern
        self.users = users
        self.tracer = tracer
        let service = ControllableUserService(base: base)
        self.service = service
        let delayed = latency.map { DelayedUserService(base: service, latency: $0, clock: RealClock()) }
        arrivals = delayed?.arrivals
        var fetching: any UserService = delayed ?? service
        if let tracer {
            fetching = TracingUserService(base: fetching, tracer: tracer, caller: pattern.fetchingRole)
        }
        window = pattern.makeWindow(service: fetching, tracer: tracer)
        if let tracer {
            let role = pattern.screenRole
            window.widgetChangeObserver = { change in tracer.record(from: role, to: "Widgets", change) }
        }
    }

    /// The screen as the view kit draws it now.
    public var screen: [String] { window.render() }

    /// Performs `step`, then lets started work reach the service before returning.
    public func perform(_ step: ScriptStep) async throws(ScriptStepError) {
        do {
            if let tracer, let action = step.userAction {
                try await tracer.call(from: "User", to: pattern.screenRole, action) { try await run(step) }
            } else {
                try await run(step)
            }
        } catch let error as UserActionError {
            throw ScriptStepError(step: step.text, reason: error.description)
        } catch let error as ScriptStepError {
            throw error
        } catch {
            throw ScriptStepError(step: step.text, reason: "\(error)")
        }
        if settlesAfterEachStep {
            try await settleArrivals(after: step)
        } else {
            await settleStarts()
        }
    }

    private func run(_ step: ScriptStep) async throws {
        switch step {
        case .load:
            guard !window.isVisible else {
                throw ScriptStepError(
                    step: step.text, reason: "the screen has already loaded; 'load' comes once, first")
            }
            window.makeKeyAndVisible()
        case .refresh:
            try window.tapButton(titled: "Refresh")
        case .retry:
            try window.tapButton(titled: "Retry")
        case .search(let text):
            try window.typeInSearchField(text)
        case .select(let row):
            try window.selectRow(row)
        case .back:
            try window.tapBack()
        case .foreground:
            guard window.isVisible else { throw UserActionError.notVisible }
            window.sceneWillEnterForeground()
        case .wait:
            await finishAllWork()
        case .waitNewestFirst:
            while await service.pendingCount > 0 {
                let running = window.tasks.runningCount
                await service.completeNewest()
                // A request can only be pending while its task runs; guard anyway, so a
                // pattern that fetched outside the tracker can't make this wait forever.
                guard running > 0 else { break }
                await window.tasks.waitUntil(runningCountAtMost: running - 1)
            }
            await finishAllWork()
        case .failNext(let reason):
            await service.planNextResult(.failure(reason.map(UserServiceError.init) ?? .connectionLost))
        case .returnNext(let ids):
            await service.planNextResult(.success(try pick(ids, step: step)))
        }
    }

    private func finishAllWork() async {
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
        // In a terminal session fetches always answer by themselves; only scripts hold them.
        if settlesAfterEachStep { await service.holdRequests() }
    }

    private func pick(_ ids: [Int], step: ScriptStep) throws(ScriptStepError) -> [User] {
        guard let users else {
            throw ScriptStepError(
                step: step.text, reason: "the users file did not load, so there are no users to pick by id")
        }
        return try ids.map { id throws(ScriptStepError) in
            guard let user = users.first(where: { $0.id == id }) else {
                let known = users.map { String($0.id) }.joined(separator: ", ")
                throw ScriptStepError(step: step.text, reason: "no user has id \(id) (the ids are \(known))")
            }
            return user
        }
    }

    /// Waits until every task the screen has started is either finished or waiting in the
    /// service, so a following `fail-next` can't be taken by a fetch that started earlier.
    ///
    /// The fetches hop to the service's actor, so their arrival can't be awaited directly
    /// from here; the loop yields until the counts agree. It never depends on time, and a
    /// screen that still hasn't settled after many turns is reported, not ignored.
    private func settleArrivals(after step: ScriptStep) async throws(ScriptStepError) {
        for _ in 0..<100_000 {
            let pending = await service.pendingCount
            if pending >= window.tasks.runningCount { return }
            await Task.yield()
        }
        throw ScriptStepError(
            step: step.text,
            reason: "the screen's work never reached the service (a task that does not fetch?)")
    }

    /// In a terminal session: waits until every started task has reached the service's
    /// delay (or finished), so the frame drawn next shows what the screen did at once —
    /// a spinner, a disabled Refresh. Gives up quietly after many turns: the frame is
    /// redrawn anyway when the work finishes.
    private func settleStarts() async {
        guard let arrivals else { return }
        for _ in 0..<10_000 {
            if await arrivals.count >= window.tasks.startedCount || window.tasks.runningCount == 0 { return }
            await Task.yield()
        }
    }
}
