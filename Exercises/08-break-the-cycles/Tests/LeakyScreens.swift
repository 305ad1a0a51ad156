// Copies of the three screens, fixed, with a switch for each seeded leak: the grading hands
// your tests these copies, once per leak, and counts the leaks they catch. Reading them
// spoils the hunt; write your tests from your own screens.

import Bindings
import Exercise08MVPPresentation
import Exercise08MVVMPresentation
import TerminalUIKit
import UserModel

/// Builds a copy of one screen with `leak` seeded in.
@MainActor
enum LeakyScreens {
    static func make(_ pattern: Pattern, service: ControllableUserService, leak: Leak) -> MadeScreen {
        switch pattern {
        case .mvc:
            let controller = LeakyMVCController(service: service, leak: leak)
            return made(controller, logic: controller, service: service)
        case .mvp:
            let presenter = LeakyPresenter(service: service, leak: leak)
            let controller = LeakyMVPController(presenter: presenter)
            presenter.attach(controller)
            return made(controller, logic: presenter, service: service)
        case .mvvm:
            let viewModel = LeakyViewModel(service: service, leak: leak)
            let controller = LeakyMVVMController(viewModel: viewModel, leak: leak)
            return made(controller, logic: viewModel, service: service)
        }
    }

    private static func made(_ controller: ViewController, logic: AnyObject, service: ControllableUserService)
        -> MadeScreen
    {
        let window = Window(rootViewController: NavigationController(rootViewController: controller))
        return MadeScreen(window: window, service: service, controller: controller, logic: logic)
    }
}

private func header(_ users: [User]) -> String {
    users.count == 1 ? "1 user" : "\(users.count) users"
}

// MARK: - MVC

@MainActor
private final class LeakyMVCController: ViewController {
    private let service: any UserService
    private let leak: Leak
    private var loadTask: Task<Void, Never>?
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    init(service: any UserService, leak: Leak) {
        self.service = service
        self.leak = leak
        super.init()
    }

    deinit {
        loadTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        if leak == .mvcActionKeepsScreen {
            refreshButton.setAction { self.loadUsers() }
        } else {
            refreshButton.setAction { [weak self] in self?.loadUsers() }
        }
        loadUsers()
    }

    private func loadUsers() {
        loadTask?.cancel()
        if leak == .mvcFetchKeepsScreen {
            loadTask = Task { [service] in
                let users = try? await service.fetchUsers()
                self.show(users)
            }
        } else {
            loadTask = Task { [weak self, service] in
                let users = try? await service.fetchUsers()
                self?.show(users)
            }
        }
    }

    private func show(_ users: [User]?) {
        if let users { summaryLabel.text = header(users) }
    }
}

// MARK: - MVP

@MainActor
private final class LeakyPresenter {
    private let service: any UserService
    private let leak: Leak
    private weak var weakView: (any UserListView)?
    private var strongView: (any UserListView)?
    private var loadTask: Task<Void, Never>?

    init(service: any UserService, leak: Leak) {
        self.service = service
        self.leak = leak
    }

    deinit {
        loadTask?.cancel()
    }

    private var view: (any UserListView)? {
        weakView ?? strongView
    }

    func attach(_ view: any UserListView) {
        if leak == .mvpPresenterKeepsView { strongView = view } else { weakView = view }
    }

    func viewDidLoad() {
        load()
    }

    func refreshTapped() {
        load()
    }

    private func load() {
        loadTask?.cancel()
        if leak == .mvpFetchKeepsPresenter {
            loadTask = Task { [service] in
                let users = try? await service.fetchUsers()
                self.show(users)
            }
        } else {
            loadTask = Task { [weak self, service] in
                let users = try? await service.fetchUsers()
                self?.show(users)
            }
        }
    }

    private func show(_ users: [User]?) {
        if let users { view?.showSummary(header(users)) }
    }
}

@MainActor
private final class LeakyMVPController: ViewController, UserListView {
    private let presenter: LeakyPresenter
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    init(presenter: LeakyPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        refreshButton.setAction { [presenter] in presenter.refreshTapped() }
        presenter.viewDidLoad()
    }

    func showSummary(_ text: String) {
        summaryLabel.text = text
    }
}

// MARK: - MVVM

@MainActor
private final class LeakyViewModel {
    private let service: any UserService
    private let leak: Leak
    private var loadTask: Task<Void, Never>?
    private let summarySource = MutableProperty("")

    var summaryText: Property<String> { summarySource.readOnly }

    init(service: any UserService, leak: Leak) {
        self.service = service
        self.leak = leak
    }

    deinit {
        loadTask?.cancel()
    }

    func viewDidLoad() {
        load()
    }

    func refreshTapped() {
        load()
    }

    private func load() {
        loadTask?.cancel()
        if leak == .mvvmFetchKeepsViewModel {
            loadTask = Task { [service] in
                let users = try? await service.fetchUsers()
                self.show(users)
            }
        } else {
            loadTask = Task { [weak self, service] in
                let users = try? await service.fetchUsers()
                self?.show(users)
            }
        }
    }

    private func show(_ users: [User]?) {
        if let users { summarySource.update(header(users)) }
    }
}

@MainActor
private final class LeakyMVVMController: ViewController {
    private let viewModel: LeakyViewModel
    private let leak: Leak
    private var bindings: [BindingToken] = []
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    init(viewModel: LeakyViewModel, leak: Leak) {
        self.viewModel = viewModel
        self.leak = leak
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        if leak == .mvvmBindingKeepsScreen {
            viewModel.summaryText.bind(to: self) { _, text in self.summaryLabel.text = text }.store(
                in: &bindings)
        } else {
            viewModel.summaryText.bind(to: self) { screen, text in screen.summaryLabel.text = text }
                .store(in: &bindings)
        }
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        viewModel.viewDidLoad()
    }
}
