// The grading's own copy of the three forms, fixed, each with a switch for the leaks seeded
// into it: your tests run on these as they are, where they must pass, then once per leak in
// `Leak`. Reading them spoils the hunt; write your tests from your own forms.

import Bindings
import Exercise08MVPPresentation
import ExerciseGrading
import TerminalUIKit
import UserModel

@testable import Exercise08MVC
@testable import Exercise08MVPViews
@testable import Exercise08MVVMViews

// MARK: - The form's rules, shared by the three copies

/// What the form holds and decides, whatever the pattern: the fields as typed, the problems
/// that show, whether Save and Retry can be tapped, and what a save's answer changes.
struct FormState {
    var savedUser: User
    var draft: ProfileDraft
    var editedFields: Set<ProfileField> = []
    var isSaving = false
    var errorMessage: String?

    init(_ user: User) {
        savedUser = user
        draft = ProfileDraft(user)
    }

    var canSave: Bool { !isSaving && draft != ProfileDraft(savedUser) && draft.isValid }
    var isRetryOffered: Bool { errorMessage != nil && canSave }
    var failureText: String { errorMessage.map { "Couldn't save: \($0)" } ?? "" }

    /// The problem under `field`, once it has been edited.
    func problem(in field: ProfileField) -> String? {
        editedFields.contains(field) ? draft.problem(in: field) : nil
    }

    mutating func edit(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
    }

    /// The user to send, when the form can be saved; the form is saving from then on.
    mutating func startSaving() -> User? {
        guard canSave, let edited = draft.applied(to: savedUser) else { return nil }
        isSaving = true
        errorMessage = nil
        return edited
    }

    mutating func finish(with result: Result<User, any Error>) {
        isSaving = false
        switch result {
        case .success(let saved):
            savedUser = saved
            cancel()
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
    }

    mutating func cancel() {
        isSaving = false
        errorMessage = nil
        draft = ProfileDraft(savedUser)
        editedFields = []
    }
}

/// The service's answer to saving `user`.
func answer(of updater: any UserUpdating, saving user: User) async -> Result<User, any Error> {
    do {
        return .success(try await updater.update(user))
    } catch {
        return .failure(error)
    }
}

/// The form's widgets, as all three copies lay them out.
@MainActor
final class FormWidgets {
    var fields: [ProfileField: TextField] = [:]
    var problemLabels: [ProfileField: Label] = [:]
    let saveButton = Button(title: "Save")
    let cancelButton = Button(title: "Cancel")
    let spinner = Spinner("Saving…")
    let errorLabel = Label()
    let retryButton = Button(title: "Retry")

    init(in view: View, showing draft: ProfileDraft? = nil) {
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label, text: draft?[field] ?? "")
            let problemLabel = Label()
            fields[field] = textField
            problemLabels[field] = problemLabel
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
    }

    func showValues(_ draft: ProfileDraft) {
        for field in ProfileField.allCases {
            fields[field]?.setText(draft[field])
        }
    }

    func setSaving(_ isSaving: Bool) {
        if isSaving { spinner.startAnimating() } else { spinner.stopAnimating() }
        for field in fields.values {
            field.isEnabled = !isSaving
        }
    }
}

// MARK: - MVC

@MainActor
final class ReferenceMVCForm: ViewController {
    private let updater: any UserUpdating
    /// Read once, at init, from the run of the test that made it.
    private let leak = Leak.current
    private var state: FormState
    private var saveTask: Task<Void, Never>?
    private var widgets: FormWidgets?
    private let changes = ProfileChanges.shared
    private var following: ProfileChanges.Following?

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.state = FormState(user)
        super.init()
    }

    deinit {
        saveTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        let widgets = FormWidgets(in: view, showing: state.draft)
        self.widgets = widgets
        for (field, textField) in widgets.fields {
            if leak == .mvcTypingKeepsForm {
                textField.onTextChange = { [self] text in fieldChanged(field, to: text) }
            } else {
                textField.onTextChange = { [weak self] text in self?.fieldChanged(field, to: text) }
            }
        }
        widgets.saveButton.setAction { [weak self] in self?.save() }
        widgets.retryButton.setAction { [weak self] in self?.save() }
        widgets.cancelButton.setAction { [weak self] in self?.cancel() }
        updateScreen()
    }

    private func fieldChanged(_ field: ProfileField, to text: String) {
        state.edit(field, to: text)
        if following == nil {
            if leak == .mvcFollowingKeepsForm {
                following = changes.follow(userWithID: state.savedUser.id, userChangedElsewhere)
            } else {
                following = changes.follow(userWithID: state.savedUser.id) { [weak self] user in
                    self?.userChangedElsewhere(user)
                }
            }
        }
        updateScreen()
    }

    private func userChangedElsewhere(_ user: User) {
        updateScreen()
    }

    private func stopFollowing() {
        following.map(changes.stop)
        following = nil
    }

    private func save() {
        guard let edited = state.startSaving() else { return }
        updateScreen()
        if leak == .mvcSaveKeepsForm {
            saveTask = Task { [updater] in
                saveFinished(with: await answer(of: updater, saving: edited))
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let result = await answer(of: updater, saving: edited)
                self?.saveFinished(with: result)
            }
        }
    }

    private func saveFinished(with result: Result<User, any Error>) {
        state.finish(with: result)
        if case .success = result {
            stopFollowing()
            widgets?.showValues(state.draft)
        }
        if state.errorMessage != nil, leak == .mvcRetryKeepsForm { widgets?.retryButton.setAction(save) }
        updateScreen()
    }

    private func cancel() {
        saveTask?.cancel()
        saveTask = nil
        state.cancel()
        stopFollowing()
        widgets?.showValues(state.draft)
        updateScreen()
    }

    private func updateScreen() {
        guard let widgets else { return }
        for field in ProfileField.allCases {
            widgets.problemLabels[field]?.text = state.problem(in: field).map { "  ! \($0)" } ?? ""
        }
        widgets.setSaving(state.isSaving)
        widgets.saveButton.isEnabled = state.canSave
        widgets.errorLabel.text = state.failureText
        widgets.retryButton.isHidden = !state.isRetryOffered
    }
}

// MARK: - MVP

@MainActor
final class ReferencePresenter {
    private let updater: any UserUpdating
    /// Read once, at init, from the run of the test that made it.
    private let leak = Leak.current
    private var state: FormState
    private var saveTask: Task<Void, Never>?
    private weak var view: (any EditProfileView)?
    /// Set only with a seeded leak.
    private var heldView: (any EditProfileView)?
    private var retryAction: (@MainActor () -> Void)?

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.state = FormState(user)
    }

    deinit {
        saveTask?.cancel()
    }

    func attach(_ view: any EditProfileView) {
        self.view = view
        if leak == .mvpPresenterKeepsForm { heldView = view }
    }

    func viewDidLoad() {
        view?.showValues(state.draft)
        updateView()
    }

    func fieldChanged(_ field: ProfileField, to text: String) {
        state.edit(field, to: text)
        updateView()
    }

    func saveTapped() {
        guard let edited = state.startSaving() else { return }
        updateView()
        if leak == .mvpSaveKeepsPresenter {
            saveTask = Task { [updater] in
                let result = await answer(of: updater, saving: edited)
                self.saveFinished(with: result)
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let result = await answer(of: updater, saving: edited)
                self?.saveFinished(with: result)
            }
        }
    }

    func retryTapped() {
        if let retryAction { retryAction() } else { saveTapped() }
    }

    func cancelTapped() {
        saveTask?.cancel()
        saveTask = nil
        state.cancel()
        view?.showValues(state.draft)
        updateView()
    }

    private func saveFinished(with result: Result<User, any Error>) {
        state.finish(with: result)
        if case .success = result { view?.showValues(state.draft) }
        if state.errorMessage != nil, leak == .mvpFailureKeepsPresenter { retryAction = saveTapped }
        updateView()
    }

    private func updateView() {
        for field in ProfileField.allCases {
            view?.showProblem(state.problem(in: field), for: field)
        }
        view?.setSaveEnabled(state.canSave)
        view?.setSaving(state.isSaving)
        view?.showSaveFailure(state.errorMessage == nil ? nil : state.failureText)
        view?.setRetryAvailable(state.isRetryOffered)
    }
}

@MainActor
final class ReferenceMVPForm: ViewController, EditProfileView {
    let presenter: ReferencePresenter
    /// Read once, at init, from the run of the test that made it.
    private let leak = Leak.current
    private var widgets: FormWidgets?

    init(presenter: ReferencePresenter) {
        self.presenter = presenter
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        let widgets = FormWidgets(in: view)
        self.widgets = widgets
        for (field, textField) in widgets.fields {
            textField.onTextChange = { [presenter] text in presenter.fieldChanged(field, to: text) }
        }
        widgets.saveButton.setAction { [presenter] in presenter.saveTapped() }
        widgets.retryButton.setAction { [presenter] in presenter.retryTapped() }
        widgets.cancelButton.setAction { [presenter] in presenter.cancelTapped() }
        if leak == .mvpShortcutKeepsPresenter {
            _ = Exercise08MVPViews.KeyCommands.shared.add("⌘S") { [presenter] in presenter.saveTapped() }
        } else {
            _ = Exercise08MVPViews.KeyCommands.shared.add("⌘S") { [weak presenter] in presenter?.saveTapped()
            }
        }
        presenter.viewDidLoad()
    }

    func showValues(_ values: ProfileDraft) { widgets?.showValues(values) }

    func showProblem(_ problem: String?, for field: ProfileField) {
        widgets?.problemLabels[field]?.text = problem.map { "  ! \($0)" } ?? ""
    }

    func setSaveEnabled(_ isEnabled: Bool) { widgets?.saveButton.isEnabled = isEnabled }
    func setSaving(_ isSaving: Bool) { widgets?.setSaving(isSaving) }
    func showSaveFailure(_ reason: String?) { widgets?.errorLabel.text = reason ?? "" }
    func setRetryAvailable(_ isAvailable: Bool) { widgets?.retryButton.isHidden = !isAvailable }
}

// MARK: - MVVM

@MainActor
final class ReferenceViewModel {
    private let updater: any UserUpdating
    /// Read once, at init, from the run of the test that made it.
    private let leak = Leak.current
    private var state: FormState
    private var saveTask: Task<Void, Never>?

    private let textsSource: MutableProperty<ProfileDraft>
    private let problemsSource = MutableProperty<[ProfileField: String]>([:])
    private let editableSource = MutableProperty(true)
    private let saveEnabledSource = MutableProperty(false)
    private let savingSpinnerSource = MutableProperty(false)
    private let failureSource = MutableProperty("")
    private let retryOfferedSource = MutableProperty(false)

    var texts: Property<ProfileDraft> { textsSource.readOnly }
    var problems: Property<[ProfileField: String]> { problemsSource.readOnly }
    var areFieldsEditable: Property<Bool> { editableSource.readOnly }
    var isSaveEnabled: Property<Bool> { saveEnabledSource.readOnly }
    var isSavingSpinnerVisible: Property<Bool> { savingSpinnerSource.readOnly }
    var failureText: Property<String> { failureSource.readOnly }
    var isRetryOffered: Property<Bool> { retryOfferedSource.readOnly }

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.state = FormState(user)
        textsSource = MutableProperty(state.draft)
    }

    deinit {
        saveTask?.cancel()
    }

    func fieldChanged(_ field: ProfileField, to text: String) {
        state.edit(field, to: text)
        publish()
    }

    func saveTapped() {
        guard let edited = state.startSaving() else { return }
        publish()
        if leak == .mvvmSaveKeepsViewModel {
            saveTask = Task { [updater] in
                let result = await answer(of: updater, saving: edited)
                self.saveFinished(with: result)
            }
        } else {
            saveTask = Task { [weak self, updater] in
                let result = await answer(of: updater, saving: edited)
                self?.saveFinished(with: result)
            }
        }
    }

    func retryTapped() {
        saveTapped()
    }

    func cancelTapped() {
        saveTask?.cancel()
        state.cancel()
        publish()
    }

    private func saveFinished(with result: Result<User, any Error>) {
        state.finish(with: result)
        publish()
    }

    private func publish() {
        textsSource.update(state.draft)
        let problems = ProfileField.allCases.compactMap { field in
            state.problem(in: field).map { (field, "  ! \($0)") }
        }
        problemsSource.update(Dictionary(uniqueKeysWithValues: problems))
        editableSource.update(!state.isSaving)
        saveEnabledSource.update(state.canSave)
        savingSpinnerSource.update(state.isSaving)
        failureSource.update(state.failureText)
        retryOfferedSource.update(state.isRetryOffered)
    }
}

@MainActor
final class ReferenceMVVMForm: ViewController {
    let viewModel: ReferenceViewModel
    /// Read once, at init, from the run of the test that made it.
    private let leak = Leak.current
    private var bindings: [BindingToken] = []
    private var widgets: FormWidgets?
    private var retryShortcut: Exercise08MVVMViews.KeyCommands.Shortcut?

    init(viewModel: ReferenceViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        let widgets = FormWidgets(in: view, showing: viewModel.texts.value)
        self.widgets = widgets
        for (field, textField) in widgets.fields {
            let problemLabel = widgets.problemLabels[field] ?? Label()
            viewModel.texts.bind(to: textField) { $0.setText($1[field]) }.store(in: &bindings)
            viewModel.areFieldsEditable.bind(to: textField) { $0.isEnabled = $1 }.store(in: &bindings)
            viewModel.problems.bind(to: problemLabel) { $0.text = $1[field] ?? "" }.store(in: &bindings)
            textField.onTextChange = { [viewModel] text in viewModel.fieldChanged(field, to: text) }
        }
        widgets.saveButton.setAction { [viewModel] in viewModel.saveTapped() }
        widgets.retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        widgets.cancelButton.setAction { [weak self] in self?.cancelTapped() }
        viewModel.isSaveEnabled.bind(to: widgets.saveButton) { $0.isEnabled = $1 }.store(in: &bindings)
        if leak == .mvvmBindingKeepsForm {
            viewModel.isSavingSpinnerVisible.bind(to: self) { _, isSaving in
                if isSaving {
                    self.widgets?.spinner.startAnimating()
                } else {
                    self.widgets?.spinner.stopAnimating()
                }
            }
            .store(in: &bindings)
        } else {
            viewModel.isSavingSpinnerVisible.bind(to: widgets.spinner) { spinner, isSaving in
                if isSaving { spinner.startAnimating() } else { spinner.stopAnimating() }
            }
            .store(in: &bindings)
        }
        viewModel.failureText.bind(to: widgets.errorLabel) { $0.text = $1 }.store(in: &bindings)
        viewModel.isRetryOffered.bind(to: self) { $0.offerRetry($1) }.store(in: &bindings)
    }

    private func offerRetry(_ isOffered: Bool) {
        widgets?.retryButton.isHidden = !isOffered
        let keys = Exercise08MVVMViews.KeyCommands.shared
        if isOffered, retryShortcut == nil {
            if leak == .mvvmShortcutKeepsViewModel {
                retryShortcut = keys.add("⌘R") { [viewModel] in viewModel.retryTapped() }
            } else {
                retryShortcut = keys.add("⌘R") { [weak viewModel] in viewModel?.retryTapped() }
            }
        } else if !isOffered, let shortcut = retryShortcut {
            keys.remove(shortcut)
            retryShortcut = nil
        }
    }

    private func cancelTapped() {
        viewModel.cancelTapped()
        if leak == .mvvmCancelKeepsForm, let widgets {
            // Wired again, as if to reset it, and holding the form this time.
            widgets.cancelButton.setAction { [self] in cancelTapped() }
        }
    }
}
