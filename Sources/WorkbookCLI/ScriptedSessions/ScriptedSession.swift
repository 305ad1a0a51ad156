// Runs a script against one pattern's real screen, acting only as a user would (through
// the view kit) and controlling the simulated service. It knows nothing of the pattern's
// insides, which is what lets one script drive MVC, MVP and MVVM alike. It never sleeps
// and never polls: it waits for events — a fetch reaching the service, the tasks an event
// set off ending — which the service and the view kit's task tracker report.

import TerminalUIKit
import UserModel

public struct ScriptStepError: Error, Equatable, Sendable {
    public var step: String
    public var reason: String
}

// The pattern's own composition root by default; tools that watch the screen (a trace)
// supply their own, and may do more around each step.
public struct SessionWiring {
    public var makeWindow: @MainActor (_ service: any UserService) -> Window
    public var perform: @MainActor (_ step: ScriptStep, _ body: () async throws -> Void) async throws -> Void

    public init(
        makeWindow: @escaping @MainActor (_ service: any UserService) -> Window,
        perform:
            @escaping @MainActor (_ step: ScriptStep, _ body: () async throws -> Void) async throws ->
            Void = { _, body in try await body() }
    ) {
        self.makeWindow = makeWindow
        self.perform = perform
    }

    @MainActor
    public static func standard(_ pattern: ArchitecturePattern) -> SessionWiring {
        SessionWiring(makeWindow: { service in pattern.makeWindow(service: service) })
    }
}

// After each step the session waits until the work the step set off has either finished
// or is waiting in the service. Only then is the step over: its fetch has reached the
// service, so a following `fail-next` plans the fetch after it, `wait newest-first` knows
// every request in flight, and a trace shows the fetch under the step that caused it.
// That holds as long as each task a screen starts fetches first thing (the feature's do).
@MainActor
public final class ScriptedSession {
    public let pattern: ArchitecturePattern
    public let service: ControllableUserService
    public let window: Window
    private let users: [User]?
    private let wiring: SessionWiring

    public init(
        pattern: ArchitecturePattern, base: any UserService, users: [User]?, wiring: SessionWiring? = nil
    ) {
        self.pattern = pattern
        self.users = users
        self.wiring = wiring ?? .standard(pattern)
        service = ControllableUserService(base: base)
        window = self.wiring.makeWindow(service)
    }

    public var screen: [String] { window.render() }

    public func perform(_ step: ScriptStep) async throws(ScriptStepError) {
        do {
            try await wiring.perform(step) { try await run(step) }
        } catch UserActionError.notVisible {
            throw ScriptStepError(
                step: step.text, reason: "\(UserActionError.notVisible) (start with 'load')")
        } catch let error as UserActionError {
            throw ScriptStepError(step: step.text, reason: error.description)
        } catch let error as ScriptStepError {
            throw error
        } catch {
            throw ScriptStepError(step: step.text, reason: "\(error)")
        }
        await settle()
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
        case .favourite:
            guard window.isVisible else { throw UserActionError.notVisible }
            guard let toggle = window.visibleButtons.first(where: { $0.title.hasSuffix("Favourite") }) else {
                throw ScriptStepError(
                    step: step.text,
                    reason:
                        "there is no detail screen on top: 'favourite' taps the toggle on a user's detail "
                        + "screen, so select a row first")
            }
            toggle.tap()
        case .foreground:
            guard window.isVisible else { throw UserActionError.notVisible }
            window.sceneWillEnterForeground()
        case .wait:
            await finishAllWork()
        case .waitNewestFirst:
            await finishNewestFirst()
        case .failNext(let reason):
            await service.planNextResult(.failure(reason.map(UserServiceError.init) ?? .connectionLost))
        case .returnNext(let ids):
            await service.planNextResult(.success(try pick(ids, step: step)))
        }
    }

    // MARK: - Completing fetches

    private func finishAllWork() async {
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
        await service.holdRequests()
    }

    // Each after the screen has taken the one before: how a stale response comes to arrive last.
    private func finishNewestFirst() async {
        while await service.pendingCount > 0 {
            let running = window.tasks.runningCount
            // A fetch can only be pending while the task that made it runs; a screen that
            // fetched outside any tracked event would otherwise make this wait forever.
            guard running > 0 else { break }
            await service.completeNewest()
            await window.tasks.waitUntil(runningCountAtMost: running - 1)
        }
        await finishAllWork()
    }

    // MARK: - Waiting for a step's work

    // Until every event still running has its fetch waiting in the service: each turn waits
    // for whichever comes first, a fetch arriving or an event's tasks ending.
    private func settle() async {
        let tasks = window.tasks
        let service = self.service
        while true {
            let running = tasks.runningCount
            let pending = await service.pendingCount
            if running <= pending { return }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await tasks.waitUntil(runningCountAtMost: running - 1) }
                group.addTask { await service.waitForPending(count: pending + 1) }
                await group.next()
                group.cancelAll()
            }
        }
    }

    // MARK: - Picking users by id

    private func pick(_ ids: [Int], step: ScriptStep) throws(ScriptStepError) -> [User] {
        guard let users else {
            throw ScriptStepError(
                step: step.text, reason: "the users file did not load, so there are no users to pick by id")
        }
        return try ids.map { id throws(ScriptStepError) in
            if let user = users.first(where: { $0.id == id }) { return user }
            let known =
                users.isEmpty
                ? ": there are no users"
                : " (the ids are \(users.map { String($0.id) }.joined(separator: ", ")))"
            throw ScriptStepError(step: step.text, reason: "no user has id \(id)\(known)")
        }
    }
}
