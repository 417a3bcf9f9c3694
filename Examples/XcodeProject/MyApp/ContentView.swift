import SwiftUI
import WidgetKit

struct ContentView: View {
    @AppStorage("glasses", store: UserDefaults(suiteName: "group.com.example.MyApp")) private var glasses = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(glasses) of 8 glasses")
                .font(.largeTitle.bold())
            Button("Drink a glass") {
                glasses += 1
                WidgetCenter.shared.reloadAllTimelines()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
