// The tracing proxies on both sides of the presenter record exactly what they forward: a
// trace never shows a view call the view did not get, nor an event the presenter did not.

import CallTracing
import MVP
import Testing
import UserModel

@MainActor
@Suite("The tracing proxies")
struct TracingProxiesTests {
    @Test("the view proxy records each presenter call the recording view received, in order")
    func viewProxy() async {
        let recording = RecordingUserListView()
        let tracer = CallTracer()
        let proxy = TracingUserListView(tracer: tracer)
        proxy.view = recording
        let presenter = UserListPresenter(service: SampleUserService(users: User.sample))
        presenter.attach(proxy)

        await presenter.viewDidLoad()
        presenter.searchTextChanged("ha")
        presenter.rowSelected(at: 1)
        let calls = tracer.takeCalls()

        #expect(recording.calls.count == calls.count)
        #expect(calls.allSatisfy { $0.from == "Presenter" && $0.to == "View" })
        #expect(
            calls.map(\.message) == [
                "setTitle(\"Users\")", "setLoading(true)", "showError(nil, canRetry: false)",
                "setLoading(false)",
                "showSummary(\"6 users\")", "showRows(6 items)", "showSummary(\"3 of 6 users\")",
                "showRows(3 items)",
                "showDetail(\"Mila Haward\")",
            ])
    }

    @Test("the inputs proxy forwards every event and records it as View → Presenter")
    func inputsProxy() async {
        let recording = RecordingUserListView()
        let tracer = CallTracer()
        let presenter = UserListPresenter(service: SampleUserService(users: User.sample))
        presenter.attach(recording)
        let proxy = TracingUserListPresenterInputs(wrapping: presenter, tracer: tracer, viewProxy: nil)

        await proxy.viewDidLoad()
        proxy.searchTextChanged("zz")
        await proxy.refreshTapped()
        let events = tracer.takeCalls()

        #expect(events.map(\.message) == ["viewDidLoad()", "searchTextChanged(\"zz\")", "refreshTapped()"])
        #expect(events.allSatisfy { $0.from == "View" && $0.to == "Presenter" && $0.depth == 0 })
        #expect(recording.calls.contains(.showSummary("No users match \"zz\".")))
    }

    @Test("the view proxy holds its view weakly, like the presenter would")
    func weakView() {
        let tracer = CallTracer()
        let proxy = TracingUserListView(tracer: tracer)
        var recording: RecordingUserListView? = RecordingUserListView()
        proxy.view = recording

        recording = nil

        #expect(proxy.view == nil)
    }
}
