import SwiftUI

struct TaskListScreen: View {
    let tasks: [TaskItem]
    @State private var showDone = false

    var body: some View {
        List {
            Section("Open") {
                ForEach(tasks) { task in
                    if !task.isDone { // expect: 21 conditional_row_in_list "'if' without 'else'"
                        TaskRow(task: task)
                    }
                }
            }
            Section("All") {
                ForEach(tasks) { task in
                    if task.isDone {
                        DoneRow(task: task)
                    } else {
                        TaskRow(task: task)
                    }
                }
            }
            if showDone {
                Text("Done tasks are shown")
            }
        }
    }
}

struct FeedList: View {
    let entries: [FeedEntry]

    var body: some View {
        List(entries) { entry in
            switch entry.kind { // expect: 13 conditional_row_in_list "'switch' with an empty case"
            case .post:
                PostRow(entry: entry)
            case .advert:
                break
            }
        }
        ScrollView {
            LazyVStack {
                ForEach(entries) { entry in
                    if entry.isVisible { PostRow(entry: entry) }
                }
            }
        }
    }
}
