// The lighter MVC screen wired for a trace: the lesson's composition root builds it around a
// loader built here, so the loader's two crossings with the controller can be recorded. The
// loader is a final class with no protocol, so its `load()` can't be intercepted: a load is
// seen in `loadTask`, which only `load()` replaces, checked before anything else is recorded.

import MVCLight
import TerminalUIKit
import UserModel

/// Builds the lighter MVC screens with their loader watched.
@MainActor
enum TracedMVCLightScreen {
    /// The list screen in a navigation stack in a window; `recorder` watches its loader.
    static func makeWindow(
        service: any UserService, favourites: FavouritesStore, recorder: LoaderRecorder
    ) -> Window {
        let loader = UserListLoader(service: service)
        let window = UserListScreen.makeWindow(loader: loader, favourites: favourites)
        recorder.watch(loader)
        return window
    }
}

/// Records the controller's loads (Controller → Loader) and each outcome the loader hands
/// back (Loader → Controller), with the widget changes the controller makes in answer.
///
/// The data source and the formatter are built inside the controller and never handed out,
/// so their calls are not seen: what they word shows in the widget changes.
@MainActor
final class LoaderRecorder: ScreenWatcher {
    private let tracer: CallTracer
    private var loader: UserListLoader?
    private var seenLoad: Task<Void, Never>?

    init(tracer: CallTracer) {
        self.tracer = tracer
    }

    /// Wraps the outcome callback the controller gave the loader, so each outcome is
    /// recorded as the loader's call and what the controller does with it nests under it.
    func watch(_ loader: UserListLoader) {
        self.loader = loader
        let deliver = loader.onFinish
        loader.onFinish = { [tracer] outcome in
            tracer.call(from: "Loader", to: "Controller", "onFinish(\(Self.describe(outcome)))") {
                deliver?(outcome)
            }
        }
    }

    func record(_ change: WidgetChange) {
        noteLoad()
        tracer.record(from: "Controller", to: "Widgets", TraceText.sentence(for: change))
    }

    func stepWillStart() {}

    func stepWillEnd() {
        noteLoad()
    }

    /// Records `load()` once per new load task: the controller calls it before it updates
    /// the screen, and the task fetches only after the event, so this is the order it ran in.
    private func noteLoad() {
        guard let task = loader?.loadTask, task != seenLoad else { return }
        seenLoad = task
        tracer.record(from: "Controller", to: "Loader", "load()")
    }

    private static func describe(_ outcome: UserListLoader.Outcome) -> String {
        switch outcome {
        case .loaded(let users): ".loaded(\(users.count == 1 ? "1 user" : "\(users.count) users"))"
        case .failed(let error): ".failed(\(TraceText.describe(error.userFacingMessage)))"
        case .cancelled: ".cancelled"
        }
    }
}
