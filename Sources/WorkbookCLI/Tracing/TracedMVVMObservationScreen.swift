// The MVVM-on-Observation screens wired for a trace. The view models are `@Observable` with no
// protocol, so nothing can stand between a view and its view model: the View → ViewModel
// inputs are plain method calls this trace cannot see, and it shows the user's action and
// what follows. What it can see it watches from outside, as the views do: the lesson's
// composition root hands over each view model, and `withObservationTracking` hears each
// change to an output the view reads (ViewModel → Observation). It mirrors each view's
// tracking, so it knows when a change calls the view's `onChange` (Observation → View),
// and it records the redraw that `onChange` starts in a task, with its widget changes.

import MVVMObservationPresentation
import MVVMObservationViews
import Observation
import TerminalUIKit
import UserModel

/// Builds the MVVM-on-Observation screens with their view models watched.
@MainActor
enum TracedMVVMObservationScreen {
    /// The list screen in a navigation stack in a window; `recorder` watches its view models.
    static func makeWindow(
        service: any UserService, favourites: FavouritesStore, recorder: ObservationRecorder
    ) -> Window {
        UserListScreen.makeWindow(service: service, favourites: favourites) { viewModel in
            recorder.makeListScreen(viewModel: viewModel)
        }
    }
}

/// Records Observation's change notifications and the redraws they set off.
///
/// A view reads its outputs inside `withObservationTracking`; the first change to any of
/// them calls its `onChange` once, before the value is stored, and the view reads again in
/// a task, tracking again. This recorder re-arms at once instead, so it hears every change,
/// and keeps, per view, whether the view is tracking. The redraw's task can't be told apart
/// from the outside, but it runs next to one started here at the same moment, with nothing
/// between: whichever runs first records the redraw, so the trace doesn't depend on which.
@MainActor
final class ObservationRecorder: ScreenWatcher {
    /// A view that redraws through `withObservationTracking`, as far as the trace can tell.
    @MainActor
    final class ObservedView {
        weak var controller: ViewController?
        /// Whether the view's next tracked change calls its `onChange`.
        var isTracking: Bool

        init(controller: ViewController, isTracking: Bool) {
            self.controller = controller
            self.isTracking = isTracking
        }
    }

    private struct ScheduledRedraw {
        var id: Int
        var view: ObservedView
    }

    private let tracer: CallTracer
    private var list: ObservedView?
    private var isListLoaded = false
    /// The task performing the current step: widget changes there are the view's own
    /// redraws, right after it forwards an event, not Observation's.
    private var stepTask: Int?
    private var scheduled: [ScheduledRedraw] = []
    private var nextRedrawID = 0
    /// The redraw task whose widget changes are being recorded.
    private var redrawTask: Int?
    /// A redraw was recorded before its task changed any widget: the next task that does is it.
    private var redrawAwaitsTask = false

    init(tracer: CallTracer) {
        self.tracer = tracer
    }

    // MARK: - Building the screens

    func makeListScreen(viewModel: UserListViewModel) -> ViewController {
        let controller = UserListViewController(viewModel: viewModel) { [weak self] detail in
            let screen = UserListScreen.makeDetailScreen(viewModel: detail)
            self?.watch(detail, shownBy: screen)
            return screen
        }
        // The list starts tracking at the end of its `viewDidLoad()`; see `stepWillEnd()`.
        let view = ObservedView(controller: controller, isTracking: false)
        list = view
        watch(viewModel, "isSpinnerVisible", view) { $0.isSpinnerVisible }
        watch(viewModel, "isRefreshEnabled", view) { $0.isRefreshEnabled }
        watch(viewModel, "errorText", view) { $0.errorText }
        watch(viewModel, "isRetryVisible", view) { $0.isRetryVisible }
        watch(viewModel, "summaryText", view) { $0.summaryText }
        watch(viewModel, "rows", view) { $0.rows }
        watch(viewModel, "route", view) { $0.route as Any }
        return controller
    }

    /// The detail screen loads as it is pushed, and starts tracking then.
    private func watch(_ viewModel: UserDetailViewModel, shownBy screen: ViewController) {
        let view = ObservedView(controller: screen, isTracking: true)
        watch(viewModel, "favouriteTitle", view) { $0.favouriteTitle }
    }

    // MARK: - Hearing changes

    private func watch<Model: AnyObject & Sendable>(
        _ model: Model, _ name: String, _ view: ObservedView,
        read: @escaping @MainActor @Sendable (Model) -> Any
    ) {
        withObservationTracking {
            _ = read(model)
        } onChange: { [weak self, weak model] in
            // Called by the view model's setter, on the main actor, before the value is stored.
            MainActor.assumeIsolated {
                guard let self, let model else { return }
                self.changed(name, view)
                self.watch(model, name, view, read: read)
            }
        }
    }

    private func changed(_ name: String, _ view: ObservedView) {
        let task = currentTask()
        let depth = task != nil && task == redrawTask && task != stepTask ? 1 : 0
        tracer.record(from: "ViewModel", to: "Observation", "\(name) changed", nestedBy: depth)
        guard view.isTracking, view.controller != nil else { return }
        view.isTracking = false
        tracer.record(
            from: "Observation", to: "View", "onChange, which starts a redraw task", nestedBy: depth + 1)
        nextRedrawID += 1
        let id = nextRedrawID
        scheduled.append(ScheduledRedraw(id: id, view: view))
        if depth == 0 { redrawTask = nil }
        redrawAwaitsTask = false
        // Started beside the view's task, so it runs right before or right after it.
        Task { @MainActor [weak self] in self?.redrawTaskMayHaveRun(id) }
    }

    /// If the redraw hasn't changed a widget yet, it is running next or ran changing none.
    private func redrawTaskMayHaveRun(_ id: Int) {
        guard let index = scheduled.firstIndex(where: { $0.id == id }) else { return }
        show(scheduled.remove(at: index))
        redrawTask = nil
        redrawAwaitsTask = true
    }

    private func show(_ redraw: ScheduledRedraw) {
        redraw.view.isTracking = true
        tracer.record(from: "Observation", to: "View", "redraw, in the task onChange started")
    }

    // MARK: - Widget changes and steps

    func record(_ change: WidgetChange) {
        let sentence = TraceText.sentence(for: change)
        let task = currentTask()
        guard task != stepTask else {
            tracer.record(from: "View", to: "Widgets", sentence)
            return
        }
        if task != redrawTask {
            if redrawAwaitsTask {
                redrawAwaitsTask = false
            } else if !scheduled.isEmpty {
                show(scheduled.removeFirst())
            }
            redrawTask = task
        }
        tracer.record(from: "View", to: "Widgets", sentence, nestedBy: 1)
    }

    func stepWillStart() {
        stepTask = currentTask()
    }

    func stepWillEnd() {
        guard !isListLoaded, let list, list.controller?.isViewLoaded == true else { return }
        isListLoaded = true
        list.isTracking = true
    }

    private func currentTask() -> Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }
}
