// Copies of the three forms, cut down to their fields, Save and the save, fixed, with a
// switch for each seeded leak: the grading hands your tests these copies, once per leak,
// and counts the leaks they catch. Reading them spoils the hunt; write your tests from your
// own forms.

import Bindings
import TerminalUIKit
import UserModel

/// Builds a copy of one form with `leak` seeded in: its view controller and its logic.
@MainActor
enum LeakyForms {
    static func make(_ pattern: Pattern, user: User, updater: any UserUpdating, leak: Leak)
        -> (form: ViewController, logic: AnyObject)
    {
        switch pattern {
        case .mvc:
            let form = LeakyMVCForm(user: user, updater: updater, leak: leak)
            return (form, form)
        case .mvp:
            let presenter = LeakyPresenter(user: user, updater: updater, leak: leak)
            let form = LeakyMVPForm(presenter: presenter)
            presenter.attach(form)
            return (form, presenter)
        case .mvvm:
            let viewModel = LeakyViewModel(user: user, updater: updater, leak: leak)
            return (LeakyMVVMForm(viewModel: viewModel, leak: leak), viewModel)
        }
    }
}

/// The form's fields, each reporting what the user typed to `changed`.
@MainActor
private func addFields(
    to view: View, showing draft: ProfileDraft,
    changed: @escaping (ProfileField, String) -> Void
) {
    for field in ProfileField.allCases {
        let textField = TextField(label: field.label, text: draft[field])
        textField.onTextChange = { text in changed(field, text) }
        view.addSubview(textField)
    }
}

// MARK: - MVC

@MainActor
private final class LeakyMVCForm: ViewController {
    private let updater: any UserUpdating
    private let leak: Leak
    private var savedUser: User
    private var draft: ProfileDraft
    private var saveTask: Task<Void, Never>?
    private let saveButton = Button(title: "Save")
    private let retryButton = Button(title: "Retry")
    private let spinner = Spinner("Saving…")

    init(user: User, updater: any UserUpdating, leak: Leak) {
        self.updater = updater
        self.leak = leak
        self.savedUser = user
        self.draft = ProfileDraft(user)
        super.init()
    }

    deinit {
        saveTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        addFields(to: view, showing: draft) { [weak self] field, text in self?.draft[field] = text }
        for widget in [saveButton, spinner, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [weak self] in self?.save() }
        if leak == .mvcRetryKeepsForm {
            retryButton.setAction { self.save() }
        } else {
            retryButton.setAction { [weak self] in self?.save() }
        }
        retryButton.isHidden = true
    }

    private func save() {
        guard let edited = draft.applied(to: savedUser) else { return }
        spinner.startAnimating()
        if leak == .mvcSaveKeepsForm {
            saveTask = Task { [updater] in
                let saved = try? await updater.update(edited)
                self.saveFinished(saved)
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let saved = try? await updater.update(edited)
                self?.saveFinished(saved)
            }
        }
    }

    private func saveFinished(_ saved: User?) {
        spinner.stopAnimating()
        if let saved { savedUser = saved }
    }
}

// MARK: - MVP

@MainActor
private protocol LeakyFormView: AnyObject {
    func setSaving(_ isSaving: Bool)
}

@MainActor
private final class LeakyPresenter {
    private let updater: any UserUpdating
    private let leak: Leak
    private var savedUser: User
    private(set) var draft: ProfileDraft
    private weak var weakView: (any LeakyFormView)?
    private var strongView: (any LeakyFormView)?
    private var saveTask: Task<Void, Never>?

    init(user: User, updater: any UserUpdating, leak: Leak) {
        self.updater = updater
        self.leak = leak
        self.savedUser = user
        self.draft = ProfileDraft(user)
    }

    deinit {
        saveTask?.cancel()
    }

    private var view: (any LeakyFormView)? {
        weakView ?? strongView
    }

    func attach(_ view: any LeakyFormView) {
        if leak == .mvpPresenterKeepsForm { strongView = view } else { weakView = view }
    }

    func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
    }

    func saveTapped() {
        guard let edited = draft.applied(to: savedUser) else { return }
        view?.setSaving(true)
        if leak == .mvpSaveKeepsPresenter {
            saveTask = Task { [updater] in
                let saved = try? await updater.update(edited)
                self.saveFinished(saved)
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let saved = try? await updater.update(edited)
                self?.saveFinished(saved)
            }
        }
    }

    private func saveFinished(_ saved: User?) {
        view?.setSaving(false)
        if let saved { savedUser = saved }
    }
}

@MainActor
private final class LeakyMVPForm: ViewController, LeakyFormView {
    private let presenter: LeakyPresenter
    private let saveButton = Button(title: "Save")
    private let spinner = Spinner("Saving…")

    init(presenter: LeakyPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        addFields(to: view, showing: presenter.draft) { [presenter] field, text in
            presenter.fieldChanged(field, to: text)
        }
        view.addSubview(saveButton)
        view.addSubview(spinner)
        saveButton.setAction { [presenter] in presenter.saveTapped() }
    }

    func setSaving(_ isSaving: Bool) {
        if isSaving { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}

// MARK: - MVVM

@MainActor
private final class LeakyViewModel {
    private let updater: any UserUpdating
    private let leak: Leak
    private var savedUser: User
    private(set) var draft: ProfileDraft
    private var saveTask: Task<Void, Never>?
    private let savingSource = MutableProperty(false)

    var isSaving: Property<Bool> { savingSource.readOnly }

    init(user: User, updater: any UserUpdating, leak: Leak) {
        self.updater = updater
        self.leak = leak
        self.savedUser = user
        self.draft = ProfileDraft(user)
    }

    deinit {
        saveTask?.cancel()
    }

    func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
    }

    func saveTapped() {
        guard let edited = draft.applied(to: savedUser) else { return }
        savingSource.update(true)
        if leak == .mvvmSaveKeepsViewModel {
            saveTask = Task { [updater] in
                let saved = try? await updater.update(edited)
                self.saveFinished(saved)
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let saved = try? await updater.update(edited)
                self?.saveFinished(saved)
            }
        }
    }

    private func saveFinished(_ saved: User?) {
        savingSource.update(false)
        if let saved { savedUser = saved }
    }
}

@MainActor
private final class LeakyMVVMForm: ViewController {
    private let viewModel: LeakyViewModel
    private let leak: Leak
    private var bindings: [BindingToken] = []
    private let saveButton = Button(title: "Save")
    private let spinner = Spinner("Saving…")

    init(viewModel: LeakyViewModel, leak: Leak) {
        self.viewModel = viewModel
        self.leak = leak
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        addFields(to: view, showing: viewModel.draft) { [viewModel] field, text in
            viewModel.fieldChanged(field, to: text)
        }
        view.addSubview(saveButton)
        view.addSubview(spinner)
        saveButton.setAction { [viewModel] in viewModel.saveTapped() }
        if leak == .mvvmBindingKeepsForm {
            viewModel.isSaving.bind(to: self) { _, isSaving in
                if isSaving { self.spinner.startAnimating() } else { self.spinner.stopAnimating() }
            }
            .store(in: &bindings)
        } else {
            viewModel.isSaving.bind(to: self) { form, isSaving in
                if isSaving { form.spinner.startAnimating() } else { form.spinner.stopAnimating() }
            }
            .store(in: &bindings)
        }
    }
}
